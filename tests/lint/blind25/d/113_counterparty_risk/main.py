import numpy as np
from history import CounterpartyHistory
from risk import counterparty_risk

rng = np.random.default_rng(0)
hist = CounterpartyHistory()
deals = ["Acme", "Globex", "Acme", "Initech", "Globex", "Acme"]
for party in deals:
    scores = rng.normal(size=10).astype(np.float32)
    r = float(counterparty_risk(scores, hist.burden(party)))
    hist.record(party, round(r, 2))
    print(party, round(r, 3))
