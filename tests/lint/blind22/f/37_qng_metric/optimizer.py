import jax
import jax.numpy as jnp

from ansatz import circuit, fubini_study


def energy(theta, H):
    psi = circuit(theta)
    return psi @ H @ psi


@jax.jit
def qng_step(theta, H, metric_avg, lr=0.1, decay=0.8, eps=1e-3):
    e, g = jax.value_and_grad(energy)(theta, H)
    metric = fubini_study(theta)
    if metric_avg is None:
        metric_avg = metric
    else:
        metric_avg = decay * metric_avg + (1 - decay) * metric
    reg = metric_avg + eps * jnp.eye(theta.shape[0])
    theta = theta - lr * jnp.linalg.solve(reg, g)
    return theta, metric_avg, e
