import numpy as np
from context import stack_context
from recipes import Recipe

rng = np.random.default_rng(132)
recipe = Recipe()
utts = [rng.normal(size=(100, 13)).astype(np.float32) for _ in range(4)]
for i, u in enumerate(utts):
    train_in = stack_context(u, context=recipe.context_frames)
    align_in = stack_context(u, context=5)
    print(i, train_in.shape, align_in.shape)
