LABELS = ["boilerplate", "payment", "ip", "liability", "data_protection"]
N_CLASSES = len(LABELS)
