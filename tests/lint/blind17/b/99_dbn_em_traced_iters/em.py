import jax
import jax.numpy as jnp


@jax.jit
def fit_attractiveness(clicks, exam, num_iters):
    def body(_, attr):
        p_click = attr * exam
        post = jnp.where(clicks > 0, 1.0, attr * (1 - exam) / jnp.clip(1 - p_click, 1e-6))
        return post.mean(0)

    return jax.lax.fori_loop(0, num_iters, body, jnp.full(clicks.shape[1], 0.5))


def iterations_for(num_sessions, per_session=0.05, minimum=5):
    return max(minimum, int(num_sessions * per_session))
