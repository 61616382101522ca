import numpy as np

TICKERS = ["AAPL", "MSFT", "AMZN", "GOOG", "META", "NVDA", "TSLA", "JPM", "XOM", "UNH"]


def top_momentum(rets_12m, k=4):
    order = np.argsort(-rets_12m)[:k]
    return sorted(TICKERS[i] for i in order)


def book(names, vols):
    return {n: np.float32(vols[TICKERS.index(n)]) for n in names}
