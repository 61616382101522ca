def windows(series, width=48, step=24):
    """Overlapping 2-day windows of hourly readings, one per day."""
    return [series[i:i + width] for i in range(0, len(series), step)]
