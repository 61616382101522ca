import numpy as np
import jax.numpy as jnp

from heads import make_box_decoder

STRIDE = 8
rng = np.random.default_rng(0)
anchors = jnp.asarray(rng.uniform(1, 10, size=(64, 4)), dtype=jnp.float32)

for epoch in range(5):
    deltas = jnp.asarray(rng.normal(size=(64, 4)) * 0.1, dtype=jnp.float32)
    decoder = make_box_decoder(STRIDE)
    boxes = decoder(anchors, deltas)
    print(epoch, float(boxes.mean()))
