import numpy as np

from catalog import load_sku
from model import fit_regression

rng = np.random.default_rng(14)
for sku in ("sku0", "sku1", "sku2", "sku3", "sku4"):
    sales, promo = load_sku(rng, sku, 120)
    coef, rmse = fit_regression(sales, promo)
    print(sku, np.round(np.asarray(coef), 2), round(float(rmse), 2))
