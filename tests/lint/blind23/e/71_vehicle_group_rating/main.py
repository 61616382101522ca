import numpy as np

from encode import encode_from_table, encode_from_unique
from rating import technical_premium

rng = np.random.default_rng(3)
batches = []
for src in ["broker_feed", "web_quotes", "broker_feed", "web_quotes"]:
    labels = [f"G{g:02d}" for g in rng.integers(0, 20, 300)]
    codes = encode_from_table(labels) if src == "broker_feed" else encode_from_unique(labels)
    ncd = rng.integers(0, 10, 300).astype(np.float32)
    prem = technical_premium(380.0, codes, ncd)
    print(f"{src}: mean technical premium {float(prem.mean()):.2f}")
