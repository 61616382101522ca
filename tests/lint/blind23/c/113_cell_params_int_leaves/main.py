import numpy as np
from erlang import blocking_probability
from inventory import SITES

load = np.linspace(5.0, 150.0, 30).astype(np.float32)
for name, cell in SITES.items():
    pb = np.asarray(blocking_probability(cell, load))
    ok = load[pb < 0.02]
    print(f"{name:9s} channels={cell[0]:3d}  max load at 2% GoS: {ok.max() if ok.size else 0:.1f} Erl")
