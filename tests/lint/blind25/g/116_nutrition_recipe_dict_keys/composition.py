import numpy as np

# per 100 g: energy kcal, protein, fat, carbohydrate, sodium mg
TABLE = {
    "wheat_flour": [364, 10.3, 1.0, 76.3, 2],
    "butter": [717, 0.9, 81.1, 0.1, 11],
    "sugar": [387, 0.0, 0.0, 100.0, 1],
    "egg": [143, 12.6, 9.5, 0.7, 142],
    "milk": [61, 3.2, 3.3, 4.8, 43],
    "salt": [0, 0.0, 0.0, 0.0, 38758],
    "oats": [389, 16.9, 6.9, 66.3, 2],
    "cocoa": [228, 19.6, 13.7, 57.9, 21],
}


def recipe_arrays(recipe):
    grams = {k: np.float32(v) for k, v in recipe.items()}
    comp = {k: np.asarray(TABLE[k], np.float32) for k in recipe}
    return grams, comp
