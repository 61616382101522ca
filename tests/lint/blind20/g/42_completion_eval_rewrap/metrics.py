import jax
import jax.numpy as jnp


def chamfer_fscore(pred, gt, threshold=0.1):
    d = jnp.sqrt(jnp.sum((pred[:, None] - gt[None]) ** 2, -1) + 1e-12)
    d_pred, d_gt = jnp.min(d, 1), jnp.min(d, 0)
    precision = jnp.mean(d_pred < threshold)
    recall = jnp.mean(d_gt < threshold)
    fscore = 2 * precision * recall / (precision + recall + 1e-8)
    return jnp.mean(d_pred) + jnp.mean(d_gt), fscore


class CompletionEvaluator:
    def __init__(self, gt_clouds, threshold=0.1):
        self.gt_clouds = gt_clouds
        self.threshold = threshold

    def __call__(self, epoch, predict):
        metric = jax.jit(chamfer_fscore)
        results = [metric(predict(partial_cloud), gt, self.threshold) for partial_cloud, gt in self.gt_clouds]
        cd = sum(float(r[0]) for r in results) / len(results)
        fs = sum(float(r[1]) for r in results) / len(results)
        print(f"epoch {epoch} chamfer {cd:.4f} f-score {fs:.3f}")
