import jax.numpy as jnp
import numpy as np

from utils import batched

N_AGENTS, FUT, MODES = 6, 12, 3


def min_fde(pred_modes, gt):
    return jnp.min(jnp.linalg.norm(pred_modes[:, -1] - gt[-1], axis=-1))


def evaluate_scene(preds, gt):
    scene_min_fde = batched(min_fde)
    return scene_min_fde(preds, gt)


def main():
    rng = np.random.default_rng(0)
    scores = []
    for scene in range(5):
        gt = rng.normal(size=(N_AGENTS, FUT, 2)).cumsum(1).astype(np.float32)
        preds = gt[:, None] + rng.normal(size=(N_AGENTS, MODES, FUT, 2)).astype(np.float32)
        scores.append(float(evaluate_scene(preds, gt).mean()))
    print("minFDE per scene", np.round(scores, 3))


if __name__ == "__main__":
    main()
