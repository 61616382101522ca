import numpy as np
from flax import nnx
from model import BeefMarblingNet
from finetune import finetune_for_feedlot

# feedlot-specific fine-tuning of an ultrasound intramuscular-fat (marbling) model
rng = np.random.default_rng(98)
model = BeefMarblingNet(nnx.Rngs(0))
for lot in ["Lot 7", "Lot 12", "Lot 19", "Lot 23"]:
    x = rng.normal(size=(64, 6)).astype(np.float32)
    y = (x @ rng.normal(size=6) * 0.3 + 4.0).astype(np.float32)
    print(lot, "fine-tune loss", round(finetune_for_feedlot(model, x, y), 4))
