import numpy as np
import jax
import checkpoint
from model import net, localization_accuracy

rng = np.random.default_rng(0)
n_ap = 20
ap_xy = rng.uniform(0, 80, (n_ap, 2))
xy = rng.uniform(0, 80, (512, 2))
rssi = (-30 - 25 * np.log10(1 + np.linalg.norm(xy[:, None] - ap_xy[None], axis=-1)) + 3 * rng.standard_normal((512, n_ap))).astype(np.float32)
cell = (xy[:, 0] // 10 * 8 + xy[:, 1] // 10).astype(np.int32)

params = net.init(jax.random.PRNGKey(0), rssi[:1])
print("fresh", float(localization_accuracy(params, rssi, cell)))
blob = checkpoint.save(params)
for shard in range(3):
    restored = checkpoint.restore(blob)
    print("restored", shard, float(localization_accuracy(restored, rssi, cell)))
