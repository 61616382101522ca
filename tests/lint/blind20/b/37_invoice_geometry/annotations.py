import numpy as np

PAGE_W, PAGE_H = 612, 792
N_FIELDS = 6


def scanned_invoice(rng):
    """Annotations from the scanning tool: integer pixel coordinates."""
    boxes = []
    for _ in range(N_FIELDS):
        x, y = int(rng.integers(0, 500)), int(rng.integers(0, 700))
        boxes.append([x, y, x + 80, y + 20])
    return {"source": "scan", "boxes": boxes}


def born_digital_invoice(rng):
    """Annotations from the PDF text layer: float point coordinates."""
    boxes = []
    for _ in range(N_FIELDS):
        x, y = float(rng.uniform(0, 500)), float(rng.uniform(0, 700))
        boxes.append([x, y, x + 80.5, y + 18.25])
    return {"source": "pdf", "boxes": boxes}


def invoices(seed, n):
    rng = np.random.default_rng(seed)
    makers = [scanned_invoice, born_digital_invoice]
    return [makers[i % 2](rng) for i in range(n)]
