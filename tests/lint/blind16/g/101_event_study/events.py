import numpy as np

EARNINGS_DAYS = {"AAA": 61, "CCC": 140}


def event_index(ticker, volume):
    """Scheduled earnings day if known, otherwise the day of peak volume."""
    if ticker in EARNINGS_DAYS:
        return EARNINGS_DAYS[ticker]
    return np.argmax(volume[30:-30]) + 30
