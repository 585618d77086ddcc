import ChartaSVG
