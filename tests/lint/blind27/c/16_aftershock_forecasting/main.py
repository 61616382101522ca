import jax
import jax.numpy as jnp
import optax

from prep import load_sequences


def neg_log_lik(theta, times, mask, t_end=30.0):
    k, c, p = jnp.exp(theta[0]), jnp.exp(theta[1]), 1.0 + jax.nn.softplus(theta[2])
    log_rate = jnp.log(k) - p * jnp.log(times + c)
    integral = k * ((t_end + c) ** (1 - p) - c ** (1 - p)) / (1 - p)
    return -(jnp.sum(mask * log_rate) - integral)


opt = optax.adam(0.05)


@jax.jit
def fit_omori(times, mask):
    def body(carry, _):
        theta, state = carry
        g = jax.grad(neg_log_lik)(theta, times, mask)
        upd, state = opt.update(g, state)
        return (optax.apply_updates(theta, upd), state), None

    theta0 = jnp.array([3.0, -2.0, -1.0])
    (theta, _), _ = jax.lax.scan(body, (theta0, opt.init(theta0)), None, length=200)
    return theta, neg_log_lik(theta, times, mask)


for times, mask in load_sequences():
    theta, nll = fit_omori(times, mask)
    print(int(mask.sum()), [round(float(v), 3) for v in theta], round(float(nll), 2))
