import numpy as np
from loader import load_agreement
from merge import merge_exhibits

rng = np.random.default_rng(1)
for i in range(8):
    main, exhibits = load_agreement(rng)
    v = merge_exhibits(main, *exhibits)
    print(i, len(exhibits), np.asarray(v)[:3].round(3))
