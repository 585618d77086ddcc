"""The data and the viewports of the zoom benchmarks (Benchmarks/zoom-compare, Benchmarks/zoom-browser)."""

import numpy as np


def walk(n):
    """A random walk of n points (numpy, seed 1): x = 0, 1, …, y = cumulative uniform steps in −1…1."""
    rng = np.random.default_rng(1)
    return np.arange(n, dtype=np.float64), np.cumsum(rng.uniform(-1, 1, n))


def viewports(n, count):
    """Windows a user visits, from the whole domain: zooms by a factor between 1/4 and 4 (log-uniform)
    around a random point, and pans by up to half a window, with windows from 1,000 samples to all."""
    rng = np.random.default_rng(2)
    full = float(n - 1)
    lo, length = 0.0, full
    windows = []
    for _ in range(count):
        if rng.uniform() < 0.6:
            anchor = lo + rng.uniform() * length
            new = min(max(length * 4.0 ** rng.uniform(-1, 1), min(1000.0, full)), full)
            lo = anchor - (anchor - lo) * new / length
            length = new
        else:
            lo += rng.uniform(-0.5, 0.5) * length
        lo = min(max(lo, 0.0), full - length)
        windows.append([lo, lo + length])
    return windows


def percentiles(times):
    """p50, p95 and max of times in seconds, in milliseconds."""
    s = sorted(times)
    pick = lambda p: s[min(len(s) - 1, round((len(s) - 1) * p))]
    return {"p50_ms": pick(0.5) * 1e3, "p95_ms": pick(0.95) * 1e3, "max_ms": s[-1] * 1e3}
