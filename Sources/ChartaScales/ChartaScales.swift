/// Scales map data values (numbers, dates, categories) to visual values (positions, colours) and choose
/// axis ticks and their labels. Semantics follow d3-scale, d3-array and d3-format.
public enum ChartaScales {}
