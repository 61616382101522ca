import jax

from objective import sic_bias_loss


def run_epoch(coeffs, batches, lr):
    grad_fn = jax.jit(jax.grad(sic_bias_loss))
    for tb_h, tb_v, sic in batches:
        coeffs = coeffs - lr * grad_fn(coeffs, tb_h, tb_v, sic)
    return coeffs
