import numpy as np
from flax import nnx
from model import SpectraNet, predict_species

rng = np.random.default_rng(64)
model = SpectraNet(nnx.Rngs(0))
surveys = [("2019", ["pine", "spruce"]), ("2020", ["pine", "spruce"]), ("2021", ["pine", "spruce", "birch"]), ("2022", ["pine", "spruce", "birch"])]
for year, species in surveys:
    for sp in species:
        if sp not in model.heads:
            model.add_species(sp)
    x = rng.normal(size=(50, 12)).astype(np.float32)
    print(year, np.bincount(np.asarray(predict_species(model, x)), minlength=3))
