import jax
import jax.numpy as jnp
import numpy as np

from records import load_prior, as_scalar


@jax.jit
def map_ability(prior_mean, difficulties, responses):
    def neg_log_post(theta):
        p = jax.nn.sigmoid(theta - difficulties)
        return 0.5 * (theta - prior_mean) ** 2 - jnp.sum(responses * jnp.log(p) + (1 - responses) * jnp.log1p(-p))
    theta = prior_mean
    for _ in range(8):
        g = jax.grad(neg_log_post)(theta)
        h = jax.grad(jax.grad(neg_log_post))(theta)
        theta = theta - g / h
    return theta


rng = np.random.default_rng(0)
difficulties = np.linspace(-1.5, 1.5, 10).astype(np.float32)
for student in range(6):
    responses = (rng.random(10) < 0.6).astype(np.float32)
    theta = map_ability(as_scalar(load_prior(student, rng)), difficulties, responses)
    print(f"student {student}: MAP ability {float(theta):+.2f}")
