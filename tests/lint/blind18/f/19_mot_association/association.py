import jax
import jax.numpy as jnp


@jax.jit
def association_cost(track_boxes, det_boxes, track_emb, det_emb):
    tc = track_boxes[:, None, :2]
    dc = det_boxes[None, :, :2]
    center = jnp.linalg.norm(tc - dc, axis=-1)
    app = 1.0 - track_emb @ det_emb.T
    return center + 2.0 * app


def greedy_match(cost, max_cost=5.0):
    cost = cost.copy()
    pairs = []
    for _ in range(min(cost.shape)):
        i, j = divmod(int(cost.argmin()), cost.shape[1])
        if cost[i, j] > max_cost:
            break
        pairs.append((i, j))
        cost[i, :] = 1e9
        cost[:, j] = 1e9
    return pairs
