from catalogue import styles_with_colourways
from model import harmony_score, params

for name, swatches in styles_with_colourways():
    print(name, swatches.shape[0], "colourways, harmony", round(float(harmony_score(params, swatches)), 3))
