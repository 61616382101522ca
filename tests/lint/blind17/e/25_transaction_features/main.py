import numpy as np

from features import customer_features
from frame import groupby, make_transactions, pad_group

MAX_TX = 128

customer, amount = make_transactions()
table = {}
for cid, amounts in groupby(customer, amount):
    padded, count = pad_group(amounts, MAX_TX)
    table[cid] = np.asarray(customer_features(padded, count))

for cid, feats in sorted(table.items()):
    print(cid, np.round(feats, 1))
