import numpy as np

INGREDIENTS = ["wheat_flour", "butter", "sugar", "egg", "milk", "salt", "oats", "cocoa"]
# per 100 g: energy kcal, protein, fat, carbohydrate, sodium mg
TABLE = np.array([
    [364, 10.3, 1.0, 76.3, 2], [717, 0.9, 81.1, 0.1, 11], [387, 0.0, 0.0, 100.0, 1],
    [143, 12.6, 9.5, 0.7, 142], [61, 3.2, 3.3, 4.8, 43], [0, 0.0, 0.0, 0.0, 38758],
    [389, 16.9, 6.9, 66.3, 2], [228, 19.6, 13.7, 57.9, 21],
], dtype=np.float32)


def recipe_vector(recipe):
    v = np.zeros(len(INGREDIENTS), np.float32)
    for name, grams in recipe.items():
        v[INGREDIENTS.index(name)] = grams
    return v
