import numpy as np

from features import customer_features
from frame import groupby, make_transactions

customer, amount = make_transactions()
table = {}
for cid, amounts in groupby(customer, amount):
    table[cid] = np.asarray(customer_features(amounts))

for cid, feats in sorted(table.items()):
    print(cid, np.round(feats, 1))
