import numpy as np

from drafting import draft_trouser_block
from orders import order_stream

for customer, measurements, opts in order_stream():
    block = draft_trouser_block(measurements, **opts)
    print(customer, np.round(np.asarray(block[0]), 1))
