import numpy as np
from index import repeat_sales_fit
from markets import market_pairs

for m, market in enumerate(["metro", "suburb", "exurb"]):
    D, dlogp, w = market_pairs(m)
    if market == "metro":
        beta = repeat_sales_fit(D, dlogp)
    else:
        beta = repeat_sales_fit(D, dlogp, weights=w)
    print(market, np.round(np.asarray(beta[1:] - beta[0]), 3)[:5])
