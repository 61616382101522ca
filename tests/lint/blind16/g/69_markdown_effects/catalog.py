import numpy as np

PROMO_SKUS = {"sku1", "sku3"}


def load_sku(rng, sku, n_days):
    promo = np.zeros(n_days, np.float32)
    if sku in PROMO_SKUS:
        promo = (rng.random(n_days) < 0.15).astype(np.float32)
    base = 30 + 5 * np.sin(np.arange(n_days) * 2 * np.pi / 7)
    sales = (base + 12 * promo + rng.normal(0, 2, n_days)).astype(np.float32)
    return sales, promo
