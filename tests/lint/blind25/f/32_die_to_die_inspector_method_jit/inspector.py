import jax
import jax.numpy as jnp


class DieToDieInspector:
    def __init__(self, threshold_sigma=4.0, blur=1):
        self.threshold_sigma = threshold_sigma
        self.blur = blur
        self._compare = jax.jit(self.compare_dies)

    def compare_dies(self, test, left, right, thr):
        ref = 0.5 * (left + right)
        diff = test - ref
        # arbitration: a defect must differ from both neighbours
        d_l, d_r = test - left, test - right
        noise = jnp.std(diff) + 1e-6
        flag = (jnp.abs(d_l) > thr * noise) & (jnp.abs(d_r) > thr * noise)
        return flag, jnp.sum(flag)

    def inspect_row(self, dies):
        results = []
        for i in range(1, len(dies) - 1):
            flags, n = self._compare(dies[i], dies[i - 1], dies[i + 1], self.threshold_sigma)
            results.append(int(n))
        return results
