import jax

from physics import two_group_keff


def relative_sensitivities(xs):
    grads = jax.jit(jax.grad(two_group_keff))(xs)
    k = two_group_keff(xs)
    return {name: float(grads[name] * xs[name] / k) for name in xs}
