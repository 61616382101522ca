import numpy as np

STATEMENTS = [
    ("wheat flour, sugar, butter (milk), eggs, salt", 1),
    ("water, tomatoes, onion, olive oil, basil", 0),
    ("rolled oats, honey, almonds, sunflower oil", 1),
    ("rice, water, salt", 0),
    ("cocoa mass, sugar, cocoa butter, soy lecithin, vanilla", 1),
    ("potatoes, sunflower oil, salt", 0),
    ("chickpeas, tahini (sesame), lemon juice, garlic, salt", 1),
    ("apple, water, ascorbic acid", 0),
    ("pasta (durum wheat semolina), tomato, mozzarella (milk), basil, oregano, pepper", 1),
    ("carrot, ginger, vegetable stock, coconut milk, coriander", 0),
    ("peanuts, salt", 1),
    ("strawberries, sugar, pectin, citric acid", 0),
]


class Vocab:
    def __init__(self, texts):
        words = sorted({w for t in texts for w in t.replace("(", " ").replace(")", " ").replace(",", " ").split()})
        self.index = {w: i + 1 for i, w in enumerate(words)}

    def encode(self, text):
        return [self.index[w] for w in text.replace("(", " ").replace(")", " ").replace(",", " ").split()]


def collate_longest(encoded):
    L = max(len(e) for e in encoded)
    out = np.zeros((len(encoded), L), np.int32)
    for i, e in enumerate(encoded):
        out[i, :len(e)] = e
    return out
