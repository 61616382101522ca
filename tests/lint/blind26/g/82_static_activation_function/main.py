from functools import partial

import numpy as np
import jax
import jax.numpy as jnp

ACTIVATIONS = {"gelu": jax.nn.gelu, "swish": jax.nn.swish}


@partial(jax.jit, static_argnames=("activation",))
def encode(params, x, activation):
    return activation(x @ params["w1"]) @ params["w2"]


cfg = {"activation": "gelu"}
rng = np.random.default_rng(1)
params = {"w1": jnp.asarray(rng.normal(size=(64, 32)).astype(np.float32)) * 0.1,
          "w2": jnp.asarray(rng.normal(size=(32, 8)).astype(np.float32)) * 0.1}
for night in range(5):
    hoots = rng.normal(size=(100, 64)).astype(np.float32)
    z = encode(params, hoots, activation=ACTIVATIONS[cfg["activation"]])
    print(night, round(float(jnp.linalg.norm(z, axis=1).mean()), 4))
