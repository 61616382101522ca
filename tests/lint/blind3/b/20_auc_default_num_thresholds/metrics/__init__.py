from .ranking import roc_auc
