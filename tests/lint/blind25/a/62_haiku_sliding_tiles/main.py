import jax
import numpy as np

from net import irrigated_net, predict_tile
from tiling import TILE, sliding_tiles


def main():
    rng = np.random.default_rng(0)
    params = irrigated_net.init(jax.random.PRNGKey(0), np.zeros((1, TILE, TILE, 6), np.float32))
    for scene_id, shape in enumerate([(90, 70), (64, 100), (75, 75)]):
        scene = rng.uniform(0, 0.4, shape + (6,)).astype(np.float32)
        prob = np.zeros((-(-shape[0] // TILE) * TILE, -(-shape[1] // TILE) * TILE), np.float32)
        for (r, c), tile in sliding_tiles(scene):
            prob[r:r + TILE, c:c + TILE] = np.asarray(predict_tile(params, tile))
        prob = prob[: shape[0], : shape[1]]
        print(f"scene {scene_id} {shape}: irrigated fraction {float((prob > 0.5).mean()):.2f}")


if __name__ == "__main__":
    main()
