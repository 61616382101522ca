from .collate import collate, batches
