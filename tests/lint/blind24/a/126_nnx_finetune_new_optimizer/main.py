import numpy as np
from flax import nnx
from model import SomaticCellNet
from finetune import finetune_for_herd

# herd-specific fine-tuning of a log somatic cell count model
rng = np.random.default_rng(97)
model = SomaticCellNet(nnx.Rngs(0))
for herd in ["Meadow", "Brookside", "Highfield", "Oakdene"]:
    x = rng.normal(size=(64, 5)).astype(np.float32)
    y = (x @ rng.normal(size=5) * 0.3 + 5.0).astype(np.float32)
    print(herd, "fine-tune loss", round(finetune_for_herd(model, x, y), 4))
