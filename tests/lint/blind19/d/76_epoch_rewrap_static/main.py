import jax
import jax.numpy as jnp
import numpy as np
import optax

from engine import Engine

N, F, C = 70, 8, 3


def main():
    rng = np.random.default_rng(0)
    data = (jnp.asarray(rng.normal(size=(N, F)).astype(np.float32)),
            jnp.asarray(rng.integers(0, N, 250).astype(np.int32)),
            jnp.asarray(rng.integers(0, N, 250).astype(np.int32)),
            jnp.asarray(rng.integers(0, C, N).astype(np.int32)),
            jnp.asarray((rng.random(N) < 0.4).astype(np.float32)))
    ks = jax.random.split(jax.random.PRNGKey(0), 3)
    params = {"layers": [jax.random.normal(ks[0], (F, F)) * 0.3, jax.random.normal(ks[1], (F, F)) * 0.3],
              "head": jax.random.normal(ks[2], (F, C)) * 0.3}
    tx = optax.adam(1e-2)
    opt_state = tx.init(params)
    engine = Engine(tx)
    for epoch in range(4):
        params, opt_state, loss = engine.run_epoch(params, opt_state, data, steps=3)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
