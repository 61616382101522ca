import numpy as np

TICKERS = ["AAPL", "MSFT", "AMZN", "GOOG", "META", "NVDA", "TSLA", "JPM", "XOM", "UNH"]


def top_momentum(rets_12m, k=4):
    return np.sort(np.argsort(-rets_12m)[:k]).astype(np.int32)
