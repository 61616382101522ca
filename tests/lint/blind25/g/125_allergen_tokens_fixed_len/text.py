import numpy as np

MAX_TOKENS = 16

STATEMENTS = [
    ("wheat flour, sugar, butter (milk), eggs, salt", 1),
    ("water, tomatoes, onion, olive oil, basil", 0),
    ("rolled oats, honey, hazelnuts, sunflower oil", 1),
    ("rice, water, salt", 0),
    ("milk chocolate (sugar, cocoa butter, whole milk powder), soy lecithin", 1),
    ("potatoes, rapeseed oil, salt", 0),
    ("cod (fish), breadcrumbs (wheat), rapeseed oil", 1),
    ("pear, water, ascorbic acid", 0),
    ("noodles (wheat, egg), soy sauce, spring onion, sesame oil", 1),
    ("lentils, cumin, turmeric, vegetable stock", 0),
    ("cashews, salt", 1),
    ("raspberries, sugar, pectin, citric acid", 0),
]


def tokenize(text):
    return text.replace("(", " ").replace(")", " ").replace(",", " ").split()


def encode_fixed(text, index):
    ids = [index[w] for w in tokenize(text)][:MAX_TOKENS]
    return np.pad(np.array(ids, np.int32), (0, MAX_TOKENS - len(ids)))
