from functools import partial

import numpy as np
import jax
import jax.numpy as jnp
import optax

from model import BayesLogit

tx = optax.adam(0.05)


@partial(jax.jit, static_argnums=(0,))
def map_fit(model, params, x, y):
    opt_state = tx.init(params)

    def neg_log_post(p):
        logits = model.apply({"params": p}, x)
        ll = -jnp.sum(optax.sigmoid_binary_cross_entropy(logits, y))
        return -(ll + model.log_prior(p))

    def body(carry, _):
        p, s = carry
        updates, s = tx.update(jax.grad(neg_log_post)(p), s)
        return (optax.apply_updates(p, updates), s), None

    (params, _), _ = jax.lax.scan(body, (params, opt_state), None, length=60)
    return params


def main():
    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.normal(size=(150, 3)), dtype=jnp.float32)
    y = jnp.asarray(rng.uniform(size=150) < 0.5, dtype=jnp.float32)
    norms = []
    for b in range(4):
        idx = rng.integers(0, x.shape[0], size=x.shape[0])
        model = BayesLogit(prior_scale=1.0)
        params = model.init(jax.random.PRNGKey(b), x)["params"]
        params = map_fit(model, params, x[idx], y[idx])
        norms.append(float(jnp.linalg.norm(params["Dense_0"]["kernel"])))
    print("bootstrap |w|:", np.round(norms, 3))


if __name__ == "__main__":
    main()
