import numpy as np
import jax
import jax.numpy as jnp
import optax

from data import make_schools, minibatches

N_SCHOOLS = 10
BATCH = 64


def neg_elbo(q, key, school, x, y, scale):
    eps = jax.random.normal(key, (N_SCHOOLS + 2,))
    z = q["loc"] + jnp.exp(q["log_scale"]) * eps
    mu, slope, alpha = z[0], z[1], z[2:]
    logits = mu + alpha[school] + slope * x
    ll = scale * jnp.sum(y * logits - jax.nn.softplus(logits))
    prior = -0.5 * jnp.sum(z ** 2)
    return -(ll + prior + jnp.sum(q["log_scale"]))


opt = optax.adam(0.05)


@jax.jit
def svi_step(q, opt_state, key, school, x, y, scale):
    loss, g = jax.value_and_grad(neg_elbo)(q, key, school, x, y, scale)
    updates, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(q, updates), opt_state, loss


def main():
    school, x, y = make_schools()
    q = {"loc": jnp.zeros(N_SCHOOLS + 2), "log_scale": -jnp.ones(N_SCHOOLS + 2)}
    opt_state = opt.init(q)
    rng = np.random.default_rng(1)
    key = jax.random.PRNGKey(0)
    scale = len(y) / BATCH
    for epoch in range(3):
        for s, xb, yb in minibatches(school, x, y, BATCH, rng):
            key, sub = jax.random.split(key)
            q, opt_state, loss = svi_step(q, opt_state, sub, s, xb, yb, scale)
    print("slope", float(q["loc"][1]))


if __name__ == "__main__":
    main()
