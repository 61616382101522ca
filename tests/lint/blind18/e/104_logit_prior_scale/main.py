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
    for scale in (0.1, 0.5, 1.0, 5.0):
        model = BayesLogit(prior_scale=scale)
        params = model.init(jax.random.PRNGKey(0), x)["params"]
        params = map_fit(model, params, x, y)
        print(f"prior scale {scale}: |w| = {float(jnp.linalg.norm(params['Dense_0']['kernel'])):.3f}")


if __name__ == "__main__":
    main()
