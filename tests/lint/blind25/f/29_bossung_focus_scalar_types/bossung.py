import jax
import jax.numpy as jnp


@jax.jit
def predict_cd(coef, focus, dose):
    # CD(F, E) = sum_ij a_ij F^(2i) E^j  (quadratic-in-focus Bossung model)
    f2 = focus ** 2
    terms = jnp.array([1.0, dose, f2, f2 * dose, f2 ** 2, dose ** 2])
    return jnp.dot(coef, terms)


def fit_bossung(F, E, CD):
    f2 = F ** 2
    A = jnp.stack([jnp.ones_like(F), E, f2, f2 * E, f2 ** 2, E ** 2], 1)
    return jnp.linalg.lstsq(A, CD)[0]
