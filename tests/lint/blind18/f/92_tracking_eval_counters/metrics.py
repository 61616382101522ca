import jax
import jax.numpy as jnp


def empty_counts():
    return {"tp": 0, "fp": 0, "fn": 0}


@jax.jit
def accumulate(counts, gt_xy, pred_xy, pred_valid, thresh=2.0):
    d = jnp.linalg.norm(gt_xy[:, None] - pred_xy[None], axis=-1)
    d = jnp.where(pred_valid[None, :], d, jnp.inf)
    matched_gt = jnp.min(d, axis=1) < thresh
    matched_pred = jnp.min(d, axis=0) < thresh
    tp = jnp.sum(matched_gt).astype(jnp.int32)
    fn = jnp.sum(~matched_gt).astype(jnp.int32)
    fp = jnp.sum(pred_valid & ~matched_pred).astype(jnp.int32)
    return {"tp": counts["tp"] + tp, "fp": counts["fp"] + fp, "fn": counts["fn"] + fn}
