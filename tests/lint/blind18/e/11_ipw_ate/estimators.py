import jax
import jax.numpy as jnp


@jax.jit
def arm_mean(y_arm, ps_arm):
    w = 1.0 / ps_arm
    return jnp.sum(w * y_arm) / jnp.sum(w)


def ipw_ate(y, t, ps):
    treated = t == 1
    mu1 = arm_mean(y[treated], ps[treated])
    mu0 = arm_mean(y[~treated], 1.0 - ps[~treated])
    return mu1 - mu0
