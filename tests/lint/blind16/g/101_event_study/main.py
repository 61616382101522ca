import numpy as np

from events import event_index
from study import cumulative_abnormal_return

rng = np.random.default_rng(91)
T = 250
market = rng.normal(0.0003, 0.01, T).astype(np.float32)
for ticker in ["AAA", "BBB", "CCC", "DDD"]:
    stock = (1.1 * market + rng.normal(0, 0.012, T)).astype(np.float32)
    volume = rng.lognormal(12, 0.4, T)
    idx = event_index(ticker, volume)
    stock[idx] += 0.05
    car = cumulative_abnormal_return(stock, market, idx)
    print(f"{ticker}: event day {idx} CAR[+10]={float(car[-1]):+.3f}")
