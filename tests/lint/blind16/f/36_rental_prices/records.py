import random
import numpy as np


def load_rentals(n=64, seed=0):
    rnd = random.Random(seed)
    rows = []
    for _ in range(n):
        rooms = rnd.randint(1, 5)
        area = rnd.uniform(30, 150)
        price = 1000 * rooms + 12.5 * area
        if rnd.random() < 0.85:
            price = int(round(price))
        rows.append({"rooms": rooms, "area": area, "age": rnd.randint(0, 60), "price": price})
    return rows


def collate(rows):
    feats = np.array([[r["rooms"], r["area"] / 100.0, r["age"] / 60.0] for r in rows], np.float32)
    target = np.array([r["price"] for r in rows], dtype=np.float32)
    return feats, target


def loader(rows, batch_size):
    for i in range(0, len(rows), batch_size):
        yield collate(rows[i:i + batch_size])
