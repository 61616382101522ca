import jax
import jax.numpy as jnp


def psnr(pred, target, max_val=1.0):
    mse = jnp.mean((pred - target) ** 2)
    return 20.0 * jnp.log10(max_val) - 10.0 * jnp.log10(mse + 1e-10)


def ssim_lite(pred, target, c1=0.01 ** 2, c2=0.03 ** 2):
    mu_p, mu_t = pred.mean(), target.mean()
    var_p, var_t = pred.var(), target.var()
    cov = jnp.mean((pred - mu_p) * (target - mu_t))
    return ((2 * mu_p * mu_t + c1) * (2 * cov + c2)) / ((mu_p ** 2 + mu_t ** 2 + c1) * (var_p + var_t + c2))


batched_psnr = jax.jit(jax.vmap(psnr))


class ReconstructionMetrics:
    def __init__(self):
        self._ssim = jax.jit(jax.vmap(ssim_lite))
        self.totals = {"psnr": 0.0, "ssim": 0.0}
        self.count = 0

    def update(self, pred, target):
        self.totals["psnr"] += float(batched_psnr(pred, target).sum())
        self.totals["ssim"] += float(self._ssim(pred, target).sum())
        self.count += pred.shape[0]

    def compute(self):
        return {k: v / max(self.count, 1) for k, v in self.totals.items()}
