from presence import roost_presence
from reads import nightly_signal_strengths

for night in range(6):
    pres = roost_presence(nightly_signal_strengths(night))
    print(night, {k: round(float(v), 2) for k, v in pres.items()})
